notify { "[${lstrip('  a  ')}] [${rstrip('  a  ')}] [${chop('abc')}] [${chomp("a\r\n")}]": }
