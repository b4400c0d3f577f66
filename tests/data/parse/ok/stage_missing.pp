class a {}
class { 'a': stage => 'nosuch' }
