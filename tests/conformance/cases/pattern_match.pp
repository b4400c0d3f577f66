class c(Pattern[/^\d+$/] $p) { notify { $p: } }
class { 'c': p => '12a' }
