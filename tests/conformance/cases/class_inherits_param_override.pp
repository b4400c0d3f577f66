class base($p = 'b') { notify { "base-${p}": } }
class child inherits base { notify { "child-${p}": } }
include child
