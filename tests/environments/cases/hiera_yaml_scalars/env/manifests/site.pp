['yes_','no_','on_','off_','true_','octal','octal2','hex','float','str_num','neg','under'].each |$k| {
  notify { $k: message => lookup($k) }
}
notify { 'nul': message => String(lookup('nul')) }
notify { 'tilde': message => String(lookup('tilde')) }
