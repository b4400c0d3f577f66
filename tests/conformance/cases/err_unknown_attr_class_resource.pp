class a {}
class { 'a': nosuchparam => 1 }
