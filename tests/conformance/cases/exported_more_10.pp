@@concat::fragment { 'f': }
