class c(Optional[Variant[Pattern[/^a/], Enum['b']]] $p) {}
class { 'c': p => 'cat' }
