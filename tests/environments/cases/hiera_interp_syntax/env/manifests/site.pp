['sp','dq','lit2','topfacts','trailing','pct'].each |$k| { notify { $k: message => lookup($k) } }
