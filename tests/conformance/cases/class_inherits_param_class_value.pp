class base($v = 'bv') { }
class child inherits base { notify { "v=${v} base=${base::v}": } }
class { 'base': v => 'set' }
include child
