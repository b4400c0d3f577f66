$top = 'T'
node default { $n = 'N' notify { "${top}${n}": } }
notify { "outside ${n}": }
