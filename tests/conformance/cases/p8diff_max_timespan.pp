notify { 'max': message => String(max(Timespan(3600), Timespan(60), Timespan(86400))) }
notify { 'min': message => String(min(Timespan(3600), Timespan(60))) }
