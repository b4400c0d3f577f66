class base($p = 'base-default') { notify { 'base': message => $p } }
class child($q = 'qd', $p = 'pd') inherits base { notify { 'child': message => [$q, $p, $base::p] } }
include child
