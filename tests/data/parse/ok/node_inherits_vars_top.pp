$top = 'T'
node default { $n = 'N' notify { "${top}-${n}": } }
