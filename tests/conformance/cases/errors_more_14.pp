realize('Notify[x]')
