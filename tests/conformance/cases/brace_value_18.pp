class c(Array[Optional[Pattern[/^a/]]] $p) {}
class { 'c': p => ['cat'] }
