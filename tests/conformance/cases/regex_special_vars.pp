if 'foo-bar' =~ /(\w+)-(\w+)/ { $m = "${0}|${1}|${2}" }
notify { $m: }
