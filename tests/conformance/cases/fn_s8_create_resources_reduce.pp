$res = ['a', 'b'].reduce({}) |$m, $n| { $m + { $n => { message => "msg ${n}" } } }
create_resources(notify, $res)
