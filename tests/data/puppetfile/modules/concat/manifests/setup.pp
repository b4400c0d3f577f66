class concat::setup { }
