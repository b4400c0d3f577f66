if 'foo123' =~ /([a-z]+)(\d+)/ { notice($0, $1, $2) }
notice($1)
