class apache::params { $port = 80 }
class apache($port = $apache::params::port) inherits apache::params { notify { "p ${port}": } }
include apache
