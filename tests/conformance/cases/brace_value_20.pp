class c(Struct[{a => Optional[Pattern[/^a/]]}] $p) {}
class { 'c': p => {'a' => 'cat'} }
