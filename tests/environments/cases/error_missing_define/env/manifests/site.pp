mod::thing { 'x': }
