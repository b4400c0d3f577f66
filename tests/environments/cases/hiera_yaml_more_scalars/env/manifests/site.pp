['inf','ninf','sexa','bin','plus','exp','expf','strtag','inttag','y','n','Yes','TRUE','tilde_str','anchors','multiline','folded'].each |$k| {
  notify { $k: message => lookup($k) }
}
notify { 'empty': message => String(lookup('empty')) }
notify { 'types': message => ['sexa','bin','exp','expf','inf'].map |$k| { type(lookup($k), generalized) } }
