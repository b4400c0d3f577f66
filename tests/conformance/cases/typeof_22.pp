notify { 'x': message => "${Timespan(90).strftime('%H:%M:%S')} ${Timespan(90061).strftime('%D days %H:%M')}" }
