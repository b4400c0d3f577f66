$s = 'héllo wörld'
notify { "${s.upcase} ${s.length} ${s[1,3]}": }
