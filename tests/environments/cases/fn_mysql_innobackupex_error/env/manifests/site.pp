$x = mysql::innobackupex_args('root', 'yes', undef, [], [])
