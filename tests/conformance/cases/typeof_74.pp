notify { 'x': message => "${Timestamp['2021-01-01']} ${Timespan[1, 2]} ${Timespan} ${Timestamp}" }
