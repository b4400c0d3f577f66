class c { define d { notify { $title: } } }
c::d { 'in': }
