class c(Variant[Integer, Pattern[/^a/]] $p) {}
class { 'c': p => 'cat' }
