class c(Variant[Undef, Pattern[/^a/]] $p) {}
class { 'c': p => 'cat' }
