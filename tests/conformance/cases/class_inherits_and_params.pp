class base($b = 'B') { notify { "base ${b}": } }
class child($c = 'C') inherits base { notify { "child ${c} ${b}": } }
class { 'child': c => 'CC' }
