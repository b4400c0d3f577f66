class c(Pattern[/^a/, /^b/] $v, Array[String, 2] $w) {}
class { 'c': v => 'zz', w => ['x'] }
