define d { notify { "in-${title}": } }
@@d { 'x': }
D <<| |>>
