define d() { notify { "in-${title}": } }
notify { 'after': }
d { 'x': before => Notify['after'] }
