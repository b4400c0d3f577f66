notice(lookup('bomb').length)
