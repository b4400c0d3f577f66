notify { 'a': before => Notify['b'] }
notify { 'b': }
class foo { notify { 'c': require => Notify['b'] } }
include foo
