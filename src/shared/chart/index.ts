// Charts of figures per day (uPlot). Its own segment, imported only by the pages that chart, so
// uPlot loads with their chunks and never with the first route.
export { DayChart, type DaySeries, type ThemeColour } from './DayChart.tsx'
