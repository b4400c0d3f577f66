notify { "${length('héllo')} ${length({a=>1})} ${length([])} ${size('ab')}": }
