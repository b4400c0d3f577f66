$s = 'hello world'
if $s =~ /(?i)HELLO\s(\w+)/ { notify { "m ${1}": } }
