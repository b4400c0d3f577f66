define d { notify { "n-${title}": } }
@d { 'x': }
realize(D['x'])
