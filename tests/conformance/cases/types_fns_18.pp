notice(length({a => 1}), length('héllo'), empty(''), empty([]), empty({}), empty(undef))
