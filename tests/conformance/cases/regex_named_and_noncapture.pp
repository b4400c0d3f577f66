if 'key=value' =~ /(?:k)(ey)=(?<val>\w+)/ { notify { "${0}|${1}|${2}": } }
