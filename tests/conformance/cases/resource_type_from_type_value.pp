$t = Notify
Resource[$t] { 'from type': }
