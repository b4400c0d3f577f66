class app::params { $port = 8080 }
class app($port = $app::params::port) inherits app::params { notify { "port ${port}": } }
include app
