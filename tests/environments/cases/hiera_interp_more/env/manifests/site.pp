['os_hash','missing_lookup','num_alias','nul_lookup','float_lookup','bool_lookup','Debian_key','hkeys','quoted','spaces'].each |$k| {
  notify { $k: message => lookup($k, undef, undef, 'NF') }
}
notify { 'missing_alias': message => String(lookup('missing_alias')) }
notify { 'nul_alias': message => String(lookup('nul_alias')) }
notify { 'num_alias_type': message => type(lookup('num_alias')) }
