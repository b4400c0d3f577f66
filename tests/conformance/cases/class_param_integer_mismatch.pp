class a(Integer $n) { }
class { 'a': n => 'three' }
