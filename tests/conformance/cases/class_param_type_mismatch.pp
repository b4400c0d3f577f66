class ntp(Integer $port = 123) { }
class { 'ntp': port => 'abc' }
