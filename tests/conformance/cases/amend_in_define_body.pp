notify { 'target': }
define d() { Notify['target'] { message => "from ${title}" } }
d { 'one': }
