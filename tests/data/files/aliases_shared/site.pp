notice(lookup('web'), lookup('twice'))
