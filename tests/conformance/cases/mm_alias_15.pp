type MyT = Pattern[/x/]
class c(MyT $p) { }
class { 'c': p => 'y' }
