class m ($p = 'default', $q = 'default q', $r = 'default r') { notify { "m: ${p} ${q} ${r}": } }
