class base { $v = 'base' }
class child inherits base { notify { "v=${v} q=${base::v}": } }
include child
